import type { MemberInfo } from '@gaming/api/wire';
import type { Role } from '@gaming/domain/roles';
import { showsAgentEntry, vipLabelOf } from '@gaming/domain/roles';
import { safeServerUrl } from '@gaming/domain/urls';
import { Avatar } from '@gaming/ui/avatar';
import { Toast } from '@gaming/ui/toast';
import type { KeyboardEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/store';
import { paths } from '../../config/paths';
import { useCustomerService, useOpenCustomerService } from './customer-service';
import { LazySignOutConfirm } from './lazy-sign-out';
import { useAppNavigate } from './use-app-navigate';
import { useMemberPageShown } from './use-member-pages';

interface MenuItem {
  key: string;
  label: string;
  /** A count shown beside the label (unread messages), read out with it. */
  badge?: number;
  run: () => void;
}

/**
 * The member's menu in the header (§2 Header): account, betting record, platform messages, customer
 * service, agent entry for agents, sign out; the user ID to copy and the VIP label on top.
 */
export function AvatarMenu({ member, role }: { member: MemberInfo; role: Role }) {
  const { t } = useTranslation();
  const { t: te } = useTranslation('errors');
  const navigate = useAppNavigate();
  const [open, setOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const customerService = useCustomerService()[0];
  const openCustomerService = useOpenCustomerService();
  const shown = useMemberPageShown();
  // The picture's address is the platform's: resolved against the API base, checked first.
  const apiBase = useAppSelector((state) => state.apiContext.apiBase);
  const avatarSrc = member.avatar ? safeServerUrl(member.avatar, apiBase) : null;
  const name = member.nickname || member.account;
  const vip = vipLabelOf(member);
  const userId = member.username || member.account;
  // The platform's unread count, carried by member info: opening a message refreshes it.
  const unread = shown('messageV2') ? member.unreadMessage : 0;
  const unreadText = unread > 0 ? t('avatar_menu.unread', { count: unread }) : '';

  const items: MenuItem[] = [
    {
      key: 'account',
      label: t('avatar_menu.account'),
      run: () => navigate(paths.member.href()),
    },
    ...(shown('personalHistoryCopy')
      ? [
          {
            key: 'betting',
            label: t('avatar_menu.betting_record'),
            run: () => navigate(paths.member.href('personalHistoryCopy')),
          },
        ]
      : []),
    ...(shown('messageV2')
      ? [
          {
            key: 'messages',
            label: t('avatar_menu.platform_messages'),
            badge: unread,
            run: () => navigate(paths.member.href('messageV2')),
          },
        ]
      : []),
    ...(customerService
      ? [
          {
            key: 'cs',
            label: t('avatar_menu.customer_service'),
            run: () => openCustomerService(customerService),
          },
        ]
      : []),
    ...(showsAgentEntry(role)
      ? [
          {
            key: 'agent',
            label: t('avatar_menu.agent_centre'),
            run: () => navigate(paths.agentHome.href()),
          },
        ]
      : []),
    { key: 'sign-out', label: t('avatar_menu.sign_out'), run: () => setConfirmOpen(true) },
  ];

  const menuItems = () =>
    Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (open) menuItems()[0]?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = menuItems();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => all[(next + all.length) % all.length]?.focus();
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusAt(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusAt(index - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusAt(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusAt(all.length - 1);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const copyId = async () => {
    try {
      await navigator.clipboard.writeText(userId);
      setCopied(true);
    } catch {
      // Clipboard refused (insecure context): nothing to confirm.
    }
  };

  return (
    <div className="shell-avatar">
      <button
        ref={button}
        type="button"
        className="shell-avatar__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`${t('header.account_menu')}: ${name}${unreadText ? `, ${unreadText}` : ''}`}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Avatar src={avatarSrc} alt="" size={32} />
        <span className="shell-avatar__name">{name}</span>
        {unread > 0 ? (
          <span className="shell-badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          className="shell-avatar__menu"
          role="menu"
          aria-label={t('header.account_menu')}
          onKeyDown={onMenuKey}
        >
          <div className="shell-avatar__who" role="none">
            <span className="shell-avatar__id">{t('header.user_id', { id: userId })}</span>
            {vip ? (
              <span className="shell-avatar__vip">{t('header.vip', { label: vip })}</span>
            ) : null}
          </div>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="shell-avatar__item"
            onClick={() => void copyId()}
          >
            {t('header.copy_user_id')}
          </button>
          {items.map((item) => (
            <button
              key={item.key}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="shell-avatar__item"
              onClick={() => {
                setOpen(false);
                item.run();
              }}
            >
              {item.label}
              {item.badge ? (
                <>
                  <span className="shell-badge" aria-hidden="true">
                    {item.badge > 99 ? '99+' : item.badge}
                  </span>
                  <span className="visually-hidden">
                    , {t('avatar_menu.unread', { count: item.badge })}
                  </span>
                </>
              ) : null}
            </button>
          ))}
        </div>
      ) : null}
      <Toast
        open={copied}
        tone="success"
        message={te('copy_success')}
        onDismiss={() => setCopied(false)}
      />
      <LazySignOutConfirm open={confirmOpen} onClose={() => setConfirmOpen(false)} />
    </div>
  );
}
