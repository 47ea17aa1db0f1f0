import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview';

// The preview (decorators, globals, a11y: 'error') and the a11y addon's checks for every story test.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
