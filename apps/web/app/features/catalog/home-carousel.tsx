import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Slide } from './home-marketing.server';
import { ResponsiveImage } from './responsive-image';

const SLIDE_INTERVAL_MS = 6000;
// The carousel spans the page column (max-w-6xl less its padding) and the whole screen on phones.
const SIZES = '(min-width: 1152px) 1120px, calc(100vw - 2rem)';
const CONTROL =
  'flex size-9 items-center justify-center rounded-full bg-white/85 text-neutral-900 shadow hover:bg-white';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The home carousel (WAI-ARIA carousel pattern). Slides sit in a scroll-snapping row, so they swipe
 * without scripts and never shift the layout; scripts add the buttons' behaviour and an autoplay that
 * starts only when the visitor has not asked for reduced motion, pauses under the pointer and stops for
 * good once keyboard focus comes in (the play button restarts it).
 */
export function HomeCarousel({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation();
  const trackId = useId();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [hovered, setHovered] = useState(false);
  const count = slides.length;

  const goTo = useCallback((index: number) => {
    const list = track.current;
    const slide = list?.children[index];
    if (!list || !(slide instanceof HTMLElement)) return;
    // offsetLeft is measured in the track's own direction (negative in right-to-left pages), as scrollLeft is.
    list.scrollTo({ left: slide.offsetLeft, behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, []);

  useEffect(() => {
    if (count > 1 && !reducedMotion()) setPlaying(true);
  }, [count]);

  useEffect(() => {
    if (!playing || hovered) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') goTo((current + 1) % count);
    }, SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, hovered, current, count, goTo]);

  const onScroll = () => {
    const list = track.current;
    if (list && list.clientWidth > 0) setCurrent(Math.round(Math.abs(list.scrollLeft) / list.clientWidth));
  };

  if (count === 0) return null;
  return (
    <section
      aria-roledescription={t('home.carousel.role')}
      aria-label={t('home.carousel.label')}
      className="relative mt-6"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // A pointer's click on a control is not the keyboard arriving; only the latter stops the show.
      onFocus={(event) => {
        if (event.target.matches(':focus-visible')) setPlaying(false);
      }}
    >
      {/* First in the tab order, as the pattern asks, though drawn over the slides. */}
      {count > 1 && (
        <div className="absolute inset-x-0 bottom-2 z-10 flex items-center justify-center gap-2 px-2">
          <button
            type="button"
            className={CONTROL}
            aria-label={t(playing ? 'home.carousel.pause' : 'home.carousel.play')}
            onClick={() => setPlaying((on) => !on)}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
          <button
            type="button"
            className={CONTROL}
            aria-controls={trackId}
            aria-label={t('home.carousel.previous')}
            onClick={() => goTo((current - 1 + count) % count)}
          >
            <ChevronIcon className="rotate-180 rtl:rotate-0" />
          </button>
          <ul className="flex items-center gap-1">
            {slides.map((slide, index) => (
              <li key={slide.id}>
                <button
                  type="button"
                  aria-controls={trackId}
                  aria-current={index === current ? 'true' : undefined}
                  aria-label={t('home.carousel.goTo', { index: index + 1 })}
                  onClick={() => goTo(index)}
                  className="flex size-6 items-center justify-center"
                >
                  <span
                    aria-hidden="true"
                    className={`block size-2.5 rounded-full ring-1 ring-neutral-900/40 ${index === current ? 'bg-neutral-900' : 'bg-white/85'}`}
                  />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={CONTROL}
            aria-controls={trackId}
            aria-label={t('home.carousel.next')}
            onClick={() => goTo((current + 1) % count)}
          >
            <ChevronIcon className="rtl:rotate-180" />
          </button>
        </div>
      )}
      <div
        ref={track}
        id={trackId}
        onScroll={onScroll}
        // Announcing each automatic change would talk over the page; manual changes are announced.
        aria-live={playing ? 'off' : 'polite'}
        className="relative flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-xl [scrollbar-width:none]"
      >
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel names each slide a group; a fieldset is for form fields.
          <div
            key={slide.id}
            role="group"
            aria-roledescription={t('home.carousel.slide')}
            aria-label={t('home.carousel.position', { index: index + 1, count })}
            // overflow-clip, not hidden: a clipping box still grows past its aspect ratio to fit its text.
            className="relative flex aspect-[8/3] w-full shrink-0 snap-start snap-always overflow-clip"
            // Shown while the picture loads, and around it when it does not fill the slide.
            style={{ backgroundColor: slide.background }}
          >
            <SlideLink href={slide.href}>
              <ResponsiveImage
                sources={slide.image}
                sizes={SIZES}
                width={1600}
                height={600}
                alt=""
                // The first slide is the page's largest picture on every screen: it must not wait.
                priority={index === 0 ? 'high' : 'lazy'}
                className="absolute inset-0 size-full bg-neutral-100 object-cover"
              />
              {/* Room at the bottom for the controls drawn over the slides. */}
              <span className="relative flex flex-1 items-center justify-center bg-black/30 px-6 pt-4 pb-14 text-center text-2xl leading-snug font-bold text-balance break-words text-white sm:text-4xl">
                {slide.name}
              </span>
            </SlideLink>
          </div>
        ))}
      </div>
    </section>
  );
}

function SlideLink({ href, children }: { href: string | null; children: ReactNode }) {
  return href ? (
    <Link to={href} className="flex flex-1">
      {children}
    </Link>
  ) : (
    children
  );
}

// Points towards the end of the line; mirrored by the caller where it must point back or in RTL.
function ChevronIcon({ className }: { className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={`size-5 ${className}`}
      fill="none"
      stroke="currentColor"
      aria-hidden="true"
    >
      <path d="m9 5 7 7-7 7" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
      <path d="M7 5h3v14H7zM14 5h3v14h-3z" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4 rtl:-scale-x-100" fill="currentColor" aria-hidden="true">
      <path d="M8 5v14l11-7z" />
    </svg>
  );
}
