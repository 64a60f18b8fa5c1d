'use client';

import { type FocusEvent, type KeyboardEvent, useEffect, useState, useSyncExternalStore } from 'react';
import type { Slide } from '@/lib/server/services/content/slides';
import { SlideView } from './slide-view';
import { SlideshowControls, type SlideshowControlLabels } from './slideshow-controls';

const ROTATION_MS = 6000;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotionPreference(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** On the server nothing rotates: the first slide is the page's largest image either way. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotionPreference,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
}

export interface SlideshowLabels extends SlideshowControlLabels {
  label: string;
  /** "1 z 3" for each slide. */
  slides: string[];
}

/**
 * The home slideshow (WAI-ARIA carousel pattern): previous/next buttons, one button per slide, arrow,
 * Home and End keys. It rotates unless the visitor prefers reduced motion or pressed pause, and holds
 * still while the pointer is over it or focus is inside it.
 */
export function Slideshow({ slides, labels }: { slides: Slide[]; labels: SlideshowLabels }) {
  const count = slides.length;
  const [current, setCurrent] = useState(0);
  const [choice, setChoice] = useState<'auto' | 'paused' | 'playing'>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = choice === 'playing' || (choice === 'auto' && !reducedMotion);
  const advancing = rotating && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!advancing) return;
    const timer = window.setTimeout(() => setCurrent((index) => (index + 1) % count), ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [advancing, current, count]);

  const show = (index: number) => setCurrent((index + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    const target = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: count - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target);
  };

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.label}
      onKeyDown={onKeyDown}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div className="grid" aria-live={advancing ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={labels.slides[index]}
            inert={index !== current}
            className={`[grid-area:1/1] transition-[opacity,visibility] duration-500 motion-reduce:transition-none ${
              index === current ? 'visible opacity-100' : 'invisible opacity-0'
            }`}
          >
            <SlideView slide={slide} first={index === 0} />
          </div>
        ))}
      </div>
      {count > 1 && (
        <SlideshowControls
          count={count}
          current={current}
          rotating={rotating}
          labels={labels}
          onShow={show}
          onToggleRotation={() => setChoice(rotating ? 'paused' : 'playing')}
        />
      )}
    </section>
  );
}
