// Translation keys typed from the English files: a wrong key is a type error.
import 'i18next';
import type common from '../locales/en/common.json';
import type errors from '../locales/en/errors.json';
import type system from '../locales/en/system.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    returnNull: false;
    resources: {
      common: typeof common;
      errors: typeof errors;
      system: typeof system;
    };
  }
}
