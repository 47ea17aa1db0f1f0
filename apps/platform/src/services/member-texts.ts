/**
 * What the platform itself writes to a member, per language: the site's name as a message sender,
 * the forgot-password mail and the verification codes it mails and texts. The apps' translations live in their own bundles; a mail or an
 * inbox message is written here, on the server, so the platform keeps its own few texts. A language
 * without a text of its own here gets the English one.
 */
import type { LocalText } from './local-text';

/** The sender of the site's own messages (customer service writes them). */
export const SITE_SENDER: LocalText = { EN: 'Customer Service', TY: 'Serbisyo sa customer' };

export interface TemporaryPasswordMail {
  nickname: string;
  username: string;
  password: string;
  minutes: number;
}

interface MailText {
  subject: string;
  body: string;
}

type WriteMail = (values: TemporaryPasswordMail) => MailText;

const englishTemporaryPasswordMail: WriteMail = ({ nickname, username, password, minutes }) => ({
  subject: 'Your temporary password',
  body: [
    `Hello ${nickname},`,
    '',
    `Your username: ${username}`,
    `Your temporary password: ${password}`,
    '',
    `It works for ${String(minutes)} minutes. Until you log in with it, your current password keeps working.`,
    'When you log in with it, it replaces your current password and you will be asked to choose a new password at once.',
    'If you did not ask for this, ignore this mail: your password stays as it is.',
  ].join('\n'),
});

const TEMPORARY_PASSWORD_MAILS: Readonly<Record<string, WriteMail>> = {
  EN: englishTemporaryPasswordMail,
  TY: ({ nickname, username, password, minutes }) => ({
    subject: 'Ang iyong pansamantalang password',
    body: [
      `Kumusta, ${nickname}!`,
      '',
      `Ang iyong username: ${username}`,
      `Ang iyong pansamantalang password: ${password}`,
      '',
      `Magagamit ito sa loob ng ${String(minutes)} minuto. Hangga't hindi ka nagla-log in gamit ito, gumagana pa rin ang kasalukuyan mong password.`,
      'Kapag nag-log in ka gamit ito, papalitan nito ang kasalukuyan mong password at hihilingin agad sa iyo na pumili ng bagong password.',
      'Kung hindi ikaw ang humiling nito, huwag pansinin ang email na ito: hindi magbabago ang password mo.',
    ].join('\n'),
  }),
};

/** The forgot-password mail in `language` (English for a language it is not written in). */
export function temporaryPasswordMail(language: string, values: TemporaryPasswordMail): MailText {
  const write = TEMPORARY_PASSWORD_MAILS[language] ?? englishTemporaryPasswordMail;
  return write(values);
}

/** A verification code and how long it works. */
export interface VerificationCodeText {
  code: string;
  minutes: number;
}

type WriteCodeMail = (values: VerificationCodeText) => MailText;

const englishCodeMail: WriteCodeMail = ({ code, minutes }) => ({
  subject: `Your verification code: ${code}`,
  body: `Your verification code is ${code}. It expires in ${String(minutes)} minutes. Never share it with anyone.`,
});

const CODE_MAILS: Readonly<Record<string, WriteCodeMail>> = {
  EN: englishCodeMail,
  TY: ({ code, minutes }) => ({
    subject: `Ang iyong verification code: ${code}`,
    body: `Ang iyong verification code ay ${code}. Mag-e-expire ito pagkalipas ng ${String(minutes)} minuto. Huwag itong ibigay kaninuman.`,
  }),
};

/** The mail of a verification code (bind email, new-address login) in `language`. */
export function verificationCodeMail(language: string, values: VerificationCodeText): MailText {
  return (CODE_MAILS[language] ?? englishCodeMail)(values);
}

type WriteCodeSms = (values: VerificationCodeText) => string;

// One SMS is 160 characters of the GSM alphabet: both texts stay well inside it, plain ASCII.
const englishCodeSms: WriteCodeSms = ({ code, minutes }) =>
  `Your verification code is ${code}. It expires in ${String(minutes)} minutes. Never share it with anyone.`;

const CODE_SMS: Readonly<Record<string, WriteCodeSms>> = {
  EN: englishCodeSms,
  TY: ({ code, minutes }) =>
    `Ang iyong verification code ay ${code}. Mag-e-expire ito pagkalipas ng ${String(minutes)} minuto. Huwag itong ibigay kaninuman.`,
};

/** The SMS of a verification code in `language`. */
export function verificationCodeSms(language: string, values: VerificationCodeText): string {
  return (CODE_SMS[language] ?? englishCodeSms)(values);
}
