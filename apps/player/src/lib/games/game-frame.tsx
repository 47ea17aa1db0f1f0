/**
 * A launched game in an iframe (§2 game popup and game-play pages). The launch call answers a
 * `game_url`; it is resolved against the API base and checked (a site path or an http(s) URL, never
 * `javascript:` or `//host`) before it becomes the frame's source. The platform's demo game tells the
 * parent about each spin; only a message from that frame and its origin refreshes the balance.
 */
import { afterDemoSpin, isDemoGameMessage, useLaunchGameMutation } from '@gaming/api/games';
import type { LaunchGameRequest, LaunchGameValue } from '@gaming/api/wire';
import { safeServerUrl } from '@gaming/domain/urls';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { Spinner } from '@gaming/ui/spinner';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/store';

/**
 * What a game may do in its frame: run scripts on its own origin, send forms, open popups (cashier,
 * rules) and go full screen; it may take the player's page elsewhere only on a click of theirs
 * (the demo game's "Exit game" link), never by itself.
 */
const GAME_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation';

export interface GameFrameProps {
  request: LaunchGameRequest;
  /** The game's name while it launches (the answer names it too). */
  title: string;
  className?: string;
  onLaunched?: (content: LaunchGameValue['content']) => void;
}

/** The frame's source for a `game_url`, or null when the URL must not be used. */
export function gameFrameSourceOf(gameUrl: string, apiBase: string): string | null {
  return safeServerUrl(gameUrl, apiBase);
}

export function GameFrame({ request, title, className, onLaunched }: GameFrameProps) {
  const { t } = useTranslation(['games', 'errors']);
  const dispatch = useAppDispatch();
  const apiBase = useAppSelector((state) => state.apiContext.apiBase);
  const [launch, result] = useLaunchGameMutation();
  const frame = useRef<HTMLIFrameElement>(null);
  const launched = useRef<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const requestKey = JSON.stringify(request);

  useEffect(() => {
    // One launch per request (and per retry), also when StrictMode runs the effect twice.
    const key = `${requestKey}#${attempt}`;
    if (launched.current === key) return;
    launched.current = key;
    launch(JSON.parse(requestKey) as LaunchGameRequest)
      .unwrap()
      .then((value) => onLaunched?.(value.content))
      .catch(() => undefined);
  }, [attempt, launch, onLaunched, requestKey]);

  const content = result.data?.content;
  const source = content ? gameFrameSourceOf(content.game_url, apiBase) : null;

  useEffect(() => {
    if (source === null) return undefined;
    const origin = new URL(source, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      if (isDemoGameMessage(event.data)) dispatch(afterDemoSpin());
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [dispatch, source]);

  const classes = ['game-frame', className].filter(Boolean).join(' ');
  if (result.isError || (content && source === null)) {
    return (
      <div className={classes}>
        <LoadFailed
          query={{
            error: result.error,
            isFetching: result.isLoading,
            refetch: () => setAttempt((count) => count + 1),
          }}
          // A launch that answered a URL we must not use failed in its own way.
          what={result.isError ? undefined : t('errors:invalid_url')}
          // Launching is a mutation: the store never sends it again without the player.
          retriesByItself={false}
        />
      </div>
    );
  }
  if (!content || source === null) {
    return (
      <div className={classes}>
        <Spinner label={t('seamless.loading')} />
      </div>
    );
  }
  return (
    <div className={classes}>
      <iframe
        ref={frame}
        className="game-frame__iframe"
        src={source}
        title={t('popup.frame_title', { name: content.gameName || title })}
        allow="fullscreen; autoplay"
        sandbox={GAME_SANDBOX}
        referrerPolicy="no-referrer"
      />
    </div>
  );
}
