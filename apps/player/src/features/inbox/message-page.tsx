/**
 * Platform messages (§2 member centre messageV2): the inbox (last 30 days and
 * anything unread; opening a message marks it read and the unread badges fall at once), the outbox
 * (last 7 days, with read counts) and writing to customer service, the upline agent or, for agents,
 * the direct downline. Message bodies are server HTML or text: always sanitised before showing.
 */
import { useTranslation } from '@gaming/i18n';
import { Tabs } from '@gaming/ui/tabs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { InboxPanel } from './inbox-panel';
import { OutboxPanel } from './outbox-panel';
import { WritePanel } from './write-panel';
import './inbox.css';

const TABS = ['inbox', 'outbox', 'write'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

export default function MessagePage() {
  const { t } = useTranslation('inbox');
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab: Tab = isTab(asked) ? asked : 'inbox';
  const [notice, setNotice] = useState<string | null>(null);
  const select = (id: string) => {
    setNotice(null);
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id === 'inbox') next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <div className="inbox-page">
      <Tabs
        label={t('messages.tabs_label')}
        value={tab}
        onChange={select}
        fitted
        tabs={[
          {
            id: 'inbox',
            label: t('messages.inbox'),
            panel: tab === 'inbox' ? <InboxPanel onWrite={() => select('write')} /> : null,
          },
          {
            id: 'outbox',
            label: t('messages.outbox'),
            panel:
              tab === 'outbox' ? (
                <OutboxPanel notice={notice} onWrite={() => select('write')} />
              ) : null,
          },
          {
            id: 'write',
            label: t('messages.write'),
            panel:
              tab === 'write' ? (
                <WritePanel
                  onSent={() => {
                    select('outbox');
                    setNotice(t('messages.sent'));
                  }}
                />
              ) : null,
          },
        ]}
      />
    </div>
  );
}
