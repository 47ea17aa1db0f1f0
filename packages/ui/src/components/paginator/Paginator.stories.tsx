import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PaginatorProps } from './Paginator';
import { Paginator } from './Paginator';

/** The paginator with the page kept in state, as a list screen keeps it. */
function Stateful(args: PaginatorProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Paginator
      {...args}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/Paginator',
  component: Paginator,
  args: { page: 1, pageCount: 5, onPageChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Paginator>;

export default meta;
type Story = StoryObj<typeof meta>;

const labels = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

export const FewPages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pages' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Range 5 around the current page, 2 margin pages, an ellipsis for each gap. */
export const Middle: Story = {
  args: { page: 10, pageCount: 20 },
  play: async ({ canvasElement }) => {
    await expect(labels(canvasElement)).toEqual([
      'Previous page',
      'Page 1',
      'Page 2',
      'Page 8',
      'Page 9',
      'Page 10',
      'Page 11',
      'Page 12',
      'Page 19',
      'Page 20',
      'Next page',
    ]);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next page' }));
    await expect(within(canvasElement).getByRole('button', { name: 'Page 11' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const LastPage: Story = {
  args: { page: 20, pageCount: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 16' })).toBeVisible();
  },
};

/** §9: shown only when there is more than one page. */
export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** The widest case fits a 360 px phone on one line. */
export const Phone: Story = {
  args: { page: 50, pageCount: 120 },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    const tops = new Set(buttons.map((button) => button.getBoundingClientRect().top));
    await expect(tops.size).toBe(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const Tagalog: Story = {
  globals: { language: 'TY' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Mga pahina' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Susunod na pahina' })).toBeEnabled();
  },
};
