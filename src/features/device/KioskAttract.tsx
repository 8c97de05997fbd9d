import { Button } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { KioskDining } from '../../domain/device.ts';
import { nativeLanguageName } from '../../i18n/language-names.ts';
import { useStores } from '../../stores/store-context.tsx';
import classes from './KioskAttract.module.css';

/** Each picture of the attract screen stays this long. */
const SLIDE_MS = 6000;

/**
 * A kiosk between customers: the business's banners (or its cover) cycling, "Tap to order" and a
 * button per business language in its own name. A tap asks "eat here or take away?", then the
 * menu opens.
 */
export const KioskAttract = observer(function KioskAttract({
  onStart,
}: {
  onStart: (dining: KioskDining) => void;
}) {
  const { business, branchContent, preferences, device } = useStores();
  const { t } = useLingui();
  const [step, setStep] = useState<'attract' | 'dining'>('attract');
  const [shown, setShown] = useState(0);
  const images = branchContent.banners.map((banner) => banner.image);
  if (images.length === 0 && business.business?.cover) images.push(business.business.cover);
  const count = images.length;

  useEffect(() => {
    if (step !== 'attract' || count < 2) return;
    const timer = setInterval(() => setShown((index) => (index + 1) % count), SLIDE_MS);
    return () => clearInterval(timer);
  }, [step, count]);

  // A customer who walked away at "eat here or take away?" leaves the attract screen to the next.
  useEffect(() => {
    if (step !== 'dining') return;
    const timer = setTimeout(() => setStep('attract'), device.idleSeconds * 1000);
    return () => clearTimeout(timer);
  }, [step, device.idleSeconds]);

  const begin = () => {
    device.touch();
    setStep('dining');
  };

  if (step === 'dining') {
    return (
      <main className={classes.screen} id="main" data-testid="kiosk-dining">
        <div className={classes.dining}>
          <h1>{t`Where will you eat?`}</h1>
          <Button
            size="xl"
            className={classes.diningChoice}
            onClick={() => onStart('eat_here')}
            data-testid="kiosk-eat-here"
          >
            {t`Eat here`}
          </Button>
          <Button
            size="xl"
            variant="outline"
            className={classes.diningChoice}
            onClick={() => onStart('take_away')}
            data-testid="kiosk-take-away"
          >
            {t`Take away`}
          </Button>
        </div>
      </main>
    );
  }

  return (
    <main className={classes.screen} id="main" data-testid="kiosk-attract">
      <button type="button" className={classes.slides} onClick={begin} aria-label={t`Tap to order`}>
        {images.map((image, index) => (
          <img
            key={image}
            src={image}
            alt=""
            className={classes.slide}
            data-shown={index === shown % count}
          />
        ))}
        <span className={classes.identity}>
          {business.business?.logo && <img src={business.business.logo} alt="" width={96} height={96} />}
          <span>{business.name}</span>
        </span>
      </button>
      <div className={classes.controls}>
        <Button size="xl" className={classes.primary} onClick={begin} data-testid="kiosk-start">
          {t`Tap to order`}
        </Button>
        {business.locales.length > 1 && (
          <div className={classes.languages} role="group" aria-label={t`Language`}>
            {business.locales.map((code) => (
              <Button
                key={code}
                size="lg"
                variant={preferences.language === code ? 'filled' : 'default'}
                aria-pressed={preferences.language === code}
                lang={code}
                onClick={() => void preferences.useLanguageForSession(code)}
                data-testid={`kiosk-language-${code}`}
              >
                {nativeLanguageName(code)}
              </Button>
            ))}
          </div>
        )}
      </div>
    </main>
  );
});
