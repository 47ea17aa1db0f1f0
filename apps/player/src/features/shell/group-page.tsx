import { EmptyState } from '@gaming/ui/empty-state';
import { useTranslation } from 'react-i18next';

export type GroupTitle =
  | 'pages.promotions'
  | 'pages.seamless'
  | 'pages.lottery'
  | 'pages.member_centre'
  | 'pages.point_mall'
  | 'pages.account_game'
  | 'pages.game_list_centre'
  | 'pages.game_centre';

/**
 * The frame of a lazily loaded screen group whose screens come with later work: its heading and an
 * honest "coming soon", never stand-in data.
 */
export function GroupPage({ title }: { title: GroupTitle }) {
  const { t } = useTranslation();
  return (
    <section className="shell-page" aria-labelledby="group-title">
      <h1 id="group-title">{t(title)}</h1>
      <EmptyState message={t('pages.coming_soon')} />
    </section>
  );
}
