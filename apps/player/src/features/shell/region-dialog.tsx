import { useMerchantsQuery } from '@gaming/api/system';
import type { Language } from '@gaming/i18n';
import { languageOf } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { Dialog } from '@gaming/ui/dialog';
import { SkeletonList } from '@gaming/ui/skeleton';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/store';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { useChangeLanguage } from '../../lib/language-select';
import { changeRegion } from './region-change';

/**
 * §2 Modals "Region select: countries with their languages and a submit button". Another region
 * resets the session and reloads / (§4); the same region with another language only switches it.
 */
export default function RegionDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('common');
  // Our own name of a country when we have one (PH), else the server's.
  const countryNameOf = (entry: { country: string; countryName: string }) =>
    i18n.exists(`common:region.${entry.country}`)
      ? t(`region.${entry.country}` as 'region.PH')
      : entry.countryName;
  const formId = useId();
  const { data: regions, error, isLoading, isFetching, refetch } = useMerchantsQuery();
  const merchantCode = useAppSelector((state) => state.apiContext.merchantCode);
  const language = useAppSelector((state) => state.apiContext.language);
  const changeLanguage = useChangeLanguage();
  const [chosenMerchant, setChosenMerchant] = useState(merchantCode);
  const [chosenLanguage, setChosenLanguage] = useState(language);

  const region = regions?.find((entry) => entry.merchantCode === chosenMerchant) ?? regions?.[0];
  const languages = [...new Set((region?.langList ?? []).map((code) => languageOf(code)))];
  const selectedLanguage: Language =
    languages.find((code) => code === chosenLanguage) ?? languages[0] ?? languageOf(language);

  const submit = () => {
    if (!region) return;
    if (region.merchantCode !== merchantCode) {
      changeRegion(
        { merchantCode: region.merchantCode, language: selectedLanguage },
        { sessionStorage, localStorage, location: window.location },
      );
      return;
    }
    if (selectedLanguage !== language) changeLanguage(selectedLanguage);
    onClose();
  };

  let body;
  if (isLoading) body = <SkeletonList rows={3} label={t('region.title')} />;
  else if (error || !region) body = <LoadFailed query={{ error, isFetching, refetch }} />;
  else
    body = (
      <form
        id={formId}
        className="shell-region"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className="shell-region__group">
          <legend>{t('region.country')}</legend>
          {(regions ?? []).map((entry) => (
            <label key={entry.merchantCode} className="shell-region__option">
              <input
                type="radio"
                name="region"
                value={entry.merchantCode}
                checked={entry.merchantCode === region.merchantCode}
                onChange={() => setChosenMerchant(entry.merchantCode)}
              />
              <span>
                {countryNameOf(entry)}{' '}
                <span className="shell-region__currency">({entry.currency})</span>
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset className="shell-region__group">
          <legend>{t('region.language')}</legend>
          {languages.map((code) => (
            <label key={code} className="shell-region__option">
              <input
                type="radio"
                name="language"
                value={code}
                checked={code === selectedLanguage}
                onChange={() => setChosenLanguage(code)}
              />
              <span>{t(`language.${code}`)}</span>
            </label>
          ))}
        </fieldset>
      </form>
    );

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('region.title')}
      size="sm"
      footer={
        region ? (
          <Button type="submit" form={formId}>
            {t('region.submit')}
          </Button>
        ) : null
      }
    >
      {body}
    </Dialog>
  );
}
