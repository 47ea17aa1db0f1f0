import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const SURFACES = ['bg', 'surface', 'raised'] as const;
const TEXTS = [
  'text',
  'muted',
  'primary-text',
  'accent-text',
  'success-text',
  'warning-text',
  'danger-text',
] as const;

/** Every text colour on every surface, so the a11y check measures each pair in the browser. */
function TokenSheet() {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {SURFACES.map((surface) => (
        <section
          key={surface}
          aria-label={`On ${surface}`}
          style={{
            display: 'grid',
            gap: 4,
            padding: 16,
            borderRadius: 'var(--radius-card)',
            background: `var(--color-${surface})`,
            border: '1px solid var(--color-control-border)',
          }}
        >
          {TEXTS.map((text) => (
            <p
              key={text}
              style={{ color: `var(--color-${text})`, fontSize: 'var(--font-size-xs)' }}
            >
              {text} on {surface}: 1,234.56 TLB
            </p>
          ))}
        </section>
      ))}
      <p
        style={{
          padding: 12,
          borderRadius: 'var(--radius-control)',
          background: 'var(--color-primary)',
          color: 'var(--color-on-primary)',
        }}
      >
        on-primary on primary: Deposit
      </p>
    </div>
  );
}

const meta = {
  title: 'Theme/Tokens',
  render: () => <TokenSheet />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dataset.theme).toBe('dark');
    await expect(within(canvasElement).getAllByRole('region')).toHaveLength(3);
  },
};

export const Light: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dataset.theme).toBe('light');
    await expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(246, 247, 251)');
    await expect(within(canvasElement).getAllByRole('region')).toHaveLength(3);
  },
};
