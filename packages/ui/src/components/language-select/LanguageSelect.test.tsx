import { I18nProvider, createI18n } from '@gaming/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSelect } from './LanguageSelect';

describe('LanguageSelect', () => {
  it('offers English and Tagalog under a label and reports the choice', async () => {
    const onChange = vi.fn();
    render(
      <I18nProvider i18n={createI18n('EN')}>
        <LanguageSelect value="EN" onChange={onChange} />
      </I18nProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['English', 'Tagalog']);
    await userEvent.selectOptions(select, 'TY');
    expect(onChange).toHaveBeenCalledWith('TY');
  });
});
