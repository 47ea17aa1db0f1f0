import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render';
import { SearchBox } from './SearchBox';

describe('SearchBox', () => {
  it('is a search landmark with a labelled input', () => {
    renderWithI18n(<SearchBox onSearch={vi.fn()} />);
    expect(screen.getByRole('search', { name: 'Search games' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toBeInTheDocument();
  });

  it('searches the trimmed text on submit (§5)', async () => {
    const onSearch = vi.fn();
    renderWithI18n(<SearchBox onSearch={onSearch} />);
    const input = screen.getByRole('searchbox', { name: 'Search games' });
    await userEvent.type(input, '  candy cascade  {Enter}');
    expect(onSearch).toHaveBeenCalledWith('candy cascade');
    expect(input).toHaveValue('candy cascade');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('treats whitespace alone as no search', async () => {
    const onSearch = vi.fn();
    renderWithI18n(<SearchBox onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('searchbox'), '   {Enter}');
    expect(onSearch).toHaveBeenCalledWith('');
  });

  it('clears the text with its clear button and gives focus back', async () => {
    const onSearch = vi.fn();
    const onClear = vi.fn();
    renderWithI18n(<SearchBox onSearch={onSearch} onClear={onClear} defaultValue="tiger" />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    const input = screen.getByRole('searchbox');
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onClear).toHaveBeenCalledOnce();
    expect(onSearch).toHaveBeenCalledWith('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('follows a value held by the caller', async () => {
    const onValueChange = vi.fn();
    const { rerender } = renderWithI18n(
      <SearchBox value="ace" onValueChange={onValueChange} onSearch={vi.fn()} />,
    );
    await userEvent.type(screen.getByRole('searchbox'), 'x');
    expect(onValueChange).toHaveBeenLastCalledWith('acex');
    rerender(<SearchBox value="" onValueChange={onValueChange} onSearch={vi.fn()} />);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });
});
