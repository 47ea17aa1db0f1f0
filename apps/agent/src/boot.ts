/**
 * The agent site's boot entry: index.html runs it before the app (a few kilobytes, while the
 * framework downloads); it starts the config and permission calls, whose answers the app takes.
 */
import { boot } from '@gaming/kernel/boot';

boot({ configUrl: `${import.meta.env.BASE_URL}config.json` });
