import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CaptchaField } from './CaptchaField';

/** A stand-in for the platform's `/wps/captcha` image. */
const CAPTCHA_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="112" height="44" viewBox="0 0 112 44">' +
    '<rect width="112" height="44" fill="#f4f1e8"/>' +
    '<path d="M4 30 C30 10 60 40 108 14" stroke="#9aa" fill="none"/>' +
    '<text x="14" y="31" font-family="monospace" font-size="24" fill="#223" letter-spacing="6">7K3Q</text>' +
    '</svg>',
)}`;

const meta = {
  title: 'Forms/CaptchaField',
  component: CaptchaField,
  args: { imageSrc: CAPTCHA_IMAGE, onRefresh: fn(), refreshGapMs: 1000, name: 'captcha' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Captcha image' })).toBeVisible();
    const input = canvas.getByRole('textbox', { name: 'Captcha' });
    await userEvent.type(input, '7K3Q');
    await expect(input).toHaveValue('7K3Q');
  },
};

/** After a refresh the button rests for the gap (1 s), then works again. */
export const RefreshGap: Story = {
  play: async ({ canvasElement, args }) => {
    const refresh = within(canvasElement).getByRole('button', { name: 'New captcha image' });
    await userEvent.click(refresh);
    await expect(args.onRefresh).toHaveBeenCalledOnce();
    await expect(refresh).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(refresh);
    await expect(args.onRefresh).toHaveBeenCalledOnce();
    await waitFor(() => expect(refresh).toHaveAttribute('aria-disabled', 'false'), {
      timeout: 2000,
    });
  },
};

export const Loading: Story = {
  args: { imageSrc: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading the captcha' }),
    ).toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { error: 'Captcha check failed', defaultValue: '7K3O' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Captcha' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Captcha check failed');
  },
};

/** Answer, image and refresh share one row of a 360 px phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Captcha' });
    const refresh = canvas.getByRole('button', { name: 'New captcha image' });
    await expect(refresh.getBoundingClientRect().top).toBe(
      input.parentElement?.getBoundingClientRect().top,
    );
    const field = refresh.closest('.ui-field');
    await expect(refresh.getBoundingClientRect().right).toBeLessThanOrEqual(
      field?.getBoundingClientRect().right ?? 0,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const Tagalog: Story = {
  globals: { language: 'TY' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Bagong larawan ng captcha' }),
    ).toBeVisible();
  },
};
