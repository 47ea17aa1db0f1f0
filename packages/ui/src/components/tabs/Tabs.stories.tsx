import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../text-field';
import { Tabs } from './Tabs';

const loginTabs = [
  {
    id: 'username',
    label: 'Username',
    panel: <TextField label="Username" autoComplete="username" />,
  },
  {
    id: 'sms',
    label: 'SMS login',
    panel: <TextField label="Mobile number" type="tel" autoComplete="tel-national" />,
  },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { label: 'Log in with', tabs: loginTabs, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {
  args: { fitted: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Log in with' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Username' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Username' })).toBeVisible();
  },
};

/** Arrow keys move and select, Home and End jump; what was typed survives. */
export const Keyboard: Story = {
  args: { fitted: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Username' }));
    await userEvent.keyboard('demo');
    await userEvent.click(canvas.getByRole('tab', { name: 'Username' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'SMS login' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'SMS login' })).toBeVisible();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Username' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Username' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('demo');
    await expect(args.onChange).toHaveBeenCalledWith('sms');
  },
};

export const SecondSelected: Story = {
  args: { defaultValue: 'sms' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'SMS login' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const WithDisabledTab: Story = {
  args: {
    label: 'Forgot password',
    tabs: [
      { id: 'email', label: 'Email', panel: <TextField label="Email" type="email" /> },
      { id: 'mobile', label: 'Mobile', panel: <p>Mobile</p>, disabled: true },
      { id: 'help', label: 'Help', panel: <p>Contact customer service.</p> },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Mobile' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('tab', { name: 'Email' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Help' })).toHaveFocus();
  },
};

/** Many tabs scroll sideways on a phone instead of wrapping. */
export const ManyOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    label: 'Promotions',
    tabs: ['All', 'Deposit', 'Rebate', 'Slots', 'Live casino', 'Sports', 'VIP'].map((name) => ({
      id: name,
      label: name,
      panel: <p>{name} promotions</p>,
    })),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist', { name: 'Promotions' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
