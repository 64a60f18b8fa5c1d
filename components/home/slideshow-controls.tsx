export interface SlideshowControlLabels {
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** "Zobraziť snímku 2" for each slide. */
  goTo: string[];
}

interface SlideshowControlsProps {
  count: number;
  current: number;
  rotating: boolean;
  labels: SlideshowControlLabels;
  onShow: (index: number) => void;
  onToggleRotation: () => void;
}

const roundButton =
  'flex size-11 items-center justify-center rounded-full border border-grey-300 bg-white text-dark-blue hover:border-blue hover:text-blue';

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}

const icons = {
  previous: 'M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z',
  next: 'M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z',
  pause: 'M7 5h3.5v14H7zm6.5 0H17v14h-3.5z',
  play: 'M8 5v14l11-7z',
};

/** Pause/play first (it stops the motion before anything else is reached), then previous, the dots, next. */
export function SlideshowControls({
  count,
  current,
  rotating,
  labels,
  onShow,
  onToggleRotation,
}: SlideshowControlsProps) {
  return (
    <div className="mt-3 flex items-center justify-center gap-2">
      <button type="button" className={roundButton} onClick={onToggleRotation}>
        <Icon d={rotating ? icons.pause : icons.play} />
        <span className="sr-only">{rotating ? labels.pause : labels.play}</span>
      </button>
      <button type="button" className={roundButton} onClick={() => onShow(current - 1)}>
        <Icon d={icons.previous} />
        <span className="sr-only">{labels.previous}</span>
      </button>
      <ul className="flex items-center">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <button
              type="button"
              aria-label={labels.goTo[index]}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => onShow(index)}
              className="group flex size-8 items-center justify-center"
            >
              <span
                className={`block size-3 rounded-full border-2 border-dark-blue group-hover:border-blue ${
                  index === current ? 'bg-dark-blue' : 'bg-white'
                }`}
              />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={roundButton} onClick={() => onShow(current + 1)}>
        <Icon d={icons.next} />
        <span className="sr-only">{labels.next}</span>
      </button>
    </div>
  );
}
