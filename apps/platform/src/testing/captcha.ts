/** The captcha a member solves before sending feedback, answered in tests from the store. */
import { eq } from 'drizzle-orm';
import { captchas } from '../db/schema';
import type { TestClient } from './client';
import type { TestPlatform } from './index';

/**
 * Asks for the captcha image of `captchaKey` and reads its answer from the store, as the member reads
 * it off the image; `status` is the image's answer.
 */
export async function solvedCaptcha(
  platform: TestPlatform,
  client: TestClient,
  captchaKey: string,
): Promise<{ status: number; captchaKey: string; captcha: string }> {
  const image = await client.call('GET', `/wps/captcha?key=${captchaKey}`);
  const [row] = await platform.database.db
    .select()
    .from(captchas)
    .where(eq(captchas.key, captchaKey));
  return { status: image.status, captchaKey, captcha: row?.answer ?? '' };
}
