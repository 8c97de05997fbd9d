import { Button } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { KioskDining } from '../../domain/device.ts';
import { localized } from '../../domain/locales.ts';
import type { OrderSellingType } from '../../domain/model.ts';
import { nativeLanguageName } from '../../i18n/language-names.ts';
import { useStores } from '../../stores/store-context.tsx';
import { imageSrcSet } from '../../ui/image-sources.ts';
import { itemDiscount, useBrowseSettings } from '../menu/browse-settings.ts';
import { KIOSK_DINING_LABEL } from '../home/selling-type-labels.ts';
import { MenuItemPrice } from '../menu/MenuItemPrice.tsx';
import { cardPrice } from '../menu/shown-price.ts';
import { attractSlides, featuredDishes, type AttractSlide } from './attract-slides.ts';
import { KioskNav } from './KioskNav.tsx';
import { useStartOver } from './use-start-over.ts';
import classes from './KioskAttract.module.css';

/** Each picture of the attract screen stays this long. */
const SLIDE_MS = 6000;
/** Dishes shown between the banners. */
const FEATURED_DISHES = 4;

export type AttractStep = 'attract' | 'dining';

/**
 * A kiosk between customers, full-bleed: the business's banners and some of its dishes with their
 * prices cycling over the whole screen, its logo large, "Tap to order" and a button per business
 * language in its own name. A tap asks "eat here or take away?" (two picture tiles), then the
 * menu opens.
 */
export const KioskAttract = observer(function KioskAttract({
  menuType,
  initialStep = 'attract',
  onStart,
}: {
  menuType: OrderSellingType;
  initialStep?: AttractStep;
  onStart: (dining: KioskDining) => void;
}) {
  const { business, branchContent, preferences, device, menu, cart } = useStores();
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const startOver = useStartOver();
  const [step, setStep] = useState<AttractStep>(initialStep);
  const [shown, setShown] = useState(0);
  const settings = useBrowseSettings(menuType);
  const banners = branchContent.banners.map((banner) => banner.image);
  if (banners.length === 0 && business.business?.cover) banners.push(business.business.cover);
  const slides = attractSlides(banners, featuredDishes(menu.visibleCategories(menuType), FEATURED_DISHES));
  const count = slides.length;

  useEffect(() => {
    if (step !== 'attract' || count < 2) return;
    const timer = setInterval(() => setShown((index) => (index + 1) % count), SLIDE_MS);
    return () => clearInterval(timer);
  }, [step, count]);

  // A customer who walked away at "eat here or take away?" leaves the attract screen to the next
  // (and, come back from the menu with a cart, nothing of theirs).
  useEffect(() => {
    if (step !== 'dining') return;
    const timer = setTimeout(() => {
      if (!cart.isEmpty) startOver();
      setStep('attract');
    }, device.idleSeconds * 1000);
    return () => clearTimeout(timer);
  }, [step, device.idleSeconds, cart, startOver]);

  const begin = () => {
    device.touch();
    setStep('dining');
  };

  if (step === 'dining') {
    // Back from the menu with a cart: back to it; else to the pictures.
    const back = () => {
      if (cart.isEmpty) setStep('attract');
      else
        void navigate({
          to: '/$referenceId/$type',
          params: { referenceId: business.referenceId ?? '', type: menuType },
        });
    };
    return (
      <main className={classes.screen} id="main" data-testid="kiosk-dining">
        <div className={classes.dining}>
          <h1>{t`Where will you eat?`}</h1>
          <div className={classes.diningTiles}>
            {DINING_CHOICES.map(({ dining, testId, Picture, label }) => (
              <button
                key={dining}
                type="button"
                className={classes.diningChoice}
                onClick={() => onStart(dining)}
                data-testid={testId}
              >
                <Picture />
                <span>{i18n._(label)}</span>
              </button>
            ))}
          </div>
        </div>
        <KioskNav onBack={back} onStartOver={() => setStep('attract')} />
      </main>
    );
  }

  const current = count > 0 ? shown % count : -1;
  return (
    <main className={classes.screen} id="main" data-testid="kiosk-attract">
      <button type="button" className={classes.slides} onClick={begin} aria-label={t`Tap to order`}>
        {slides.map((slide, index) => (
          <Slide key={slide.image} slide={slide} shown={index === current} settings={settings} />
        ))}
      </button>
      <div className={classes.identity}>
        {business.business?.logo && (
          <img
            src={business.business.logo}
            alt=""
            width={176}
            height={176}
            className={classes.logo}
            fetchPriority="high"
          />
        )}
        <span className={classes.name}>{business.name}</span>
      </div>
      <div className={classes.controls}>
        <Button size="xl" className={classes.primary} onClick={begin} data-testid="kiosk-start">
          {t`Tap to order`}
        </Button>
        {business.locales.length > 1 && (
          <div className={classes.languages} role="group" aria-label={t`Language`}>
            {business.locales.map((code) => (
              <Button
                key={code}
                size="xl"
                className={classes.language}
                variant={preferences.language === code ? 'filled' : 'white'}
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

/**
 * One picture over the whole screen. A banner is made wide with its words in it: it shows whole
 * across the screen, over itself blown up to cover the rest; a dish covers the screen, its name
 * and price over it.
 */
function Slide({
  slide,
  shown,
  settings,
}: {
  slide: AttractSlide;
  shown: boolean;
  settings: ReturnType<typeof useBrowseSettings>;
}) {
  const srcSet = imageSrcSet(slide.image) || undefined;
  if (slide.kind === 'banner') {
    return (
      <span className={classes.slide} data-shown={shown} data-kind="banner">
        <img src={slide.image} alt="" className={classes.backdrop} data-testid="attract-picture" />
        <img src={slide.image} alt="" className={classes.banner} />
      </span>
    );
  }
  const { item, grandCategoryId } = slide;
  const price = settings.hidePrice
    ? null
    : cardPrice(item.price_labels, itemDiscount(settings, item, grandCategoryId));
  return (
    <span className={classes.slide} data-shown={shown} data-kind="dish">
      <img
        src={slide.image}
        srcSet={srcSet}
        sizes="100vw"
        alt=""
        className={classes.cover}
        data-testid="attract-picture"
      />
      <span className={classes.dish} data-testid="attract-dish">
        <span className={classes.dishName}>
          {localized(item.name, settings.language, settings.fallbacks)}
        </span>
        {price && <MenuItemPrice price={price} currency={settings.currency} />}
      </span>
    </span>
  );
}

/** The kiosk's two ways to eat, each a large picture tile. */
const DINING_CHOICES: ReadonlyArray<{
  dining: KioskDining;
  testId: string;
  Picture: () => React.JSX.Element;
  label: MessageDescriptor;
}> = [
  {
    dining: 'eat_here',
    testId: 'kiosk-eat-here',
    Picture: EatHerePicture,
    label: KIOSK_DINING_LABEL.eat_here,
  },
  {
    dining: 'take_away',
    testId: 'kiosk-take-away',
    Picture: TakeAwayPicture,
    label: KIOSK_DINING_LABEL.take_away,
  },
];

function EatHerePicture() {
  return (
    <svg className={classes.diningPicture} viewBox="0 0 120 120" aria-hidden="true">
      <circle cx="60" cy="62" r="34" fill="currentColor" opacity="0.12" />
      <circle cx="60" cy="62" r="34" fill="none" stroke="currentColor" strokeWidth="4" />
      <circle cx="60" cy="62" r="22" fill="none" stroke="currentColor" strokeWidth="3" opacity="0.6" />
      <path
        d="M14 24v22a6 6 0 0 0 6 6v46M20 24v20M26 24v22a6 6 0 0 1-6 6M104 24c-8 4-10 16-10 28h10v46"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function TakeAwayPicture() {
  return (
    <svg className={classes.diningPicture} viewBox="0 0 120 120" aria-hidden="true">
      <path d="M26 40h68l-6 66H32z" fill="currentColor" opacity="0.12" />
      <path
        d="M26 40h68l-6 66H32zM44 40V32a16 16 0 0 1 32 0v8"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M46 66l8 8 20-20"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
