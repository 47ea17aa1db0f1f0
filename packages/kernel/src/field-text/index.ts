export { useFieldText } from './use-field-text';
