/** What a file picker accepts: types, size per file, number of files. */
export interface FileRules {
  /** MIME types, e.g. `image/png`. */
  accept: readonly string[];
  maxBytes: number;
  maxFiles: number;
}

/** The upload rules of the spec's image pickers: PNG or JPG, 5 MB each, 3 files. */
export const IMAGE_UPLOAD_RULES: FileRules = {
  accept: ['image/png', 'image/jpeg'],
  maxBytes: 5 * 1024 * 1024,
  maxFiles: 3,
};

/** The rule a file broke; each has its own message (`ui:file_picker.rejected.<rule>`). */
export type FileRule = 'type' | 'size' | 'count';

export interface FileRejection {
  name: string;
  rule: FileRule;
}

/** The parts of a `File` the rules read, so they run on plain objects too. */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

/** Some systems leave `type` empty; the extension stands in for it then. */
const TYPE_OF_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

export function typeOf(file: FileLike): string {
  if (file.type !== '') return file.type.toLowerCase();
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return TYPE_OF_EXTENSION[extension] ?? '';
}

/**
 * Splits newly picked files into those that join `current` and those refused, in picking order:
 * a wrong type first, then too large, then one more than `maxFiles` allows.
 */
export function checkFiles<F extends FileLike>(
  current: readonly F[],
  incoming: readonly F[],
  rules: FileRules,
): { accepted: F[]; rejections: FileRejection[] } {
  const accepted: F[] = [];
  const rejections: FileRejection[] = [];
  for (const file of incoming) {
    if (!rules.accept.includes(typeOf(file))) rejections.push({ name: file.name, rule: 'type' });
    else if (file.size > rules.maxBytes) rejections.push({ name: file.name, rule: 'size' });
    else if (current.length + accepted.length >= rules.maxFiles)
      rejections.push({ name: file.name, rule: 'count' });
    else accepted.push(file);
  }
  return { accepted, rejections };
}

/** `5242880` → `5 MB`, `800000` → `781 KB`, in the language's number format. */
export function formatBytes(bytes: number, locale: string): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) {
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'megabyte',
      maximumFractionDigits: 1,
    }).format(megabytes);
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  }).format(Math.max(1, Math.round(bytes / 1024)));
}
