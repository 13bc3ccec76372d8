// Inline SVG icons. Decorative by default (aria-hidden); pass `title` to give one an accessible name.
import type { ReactNode } from 'react';

type IconProps = { size?: number; title?: string; className?: string };

function Svg({ size = 16, title, className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      {title && <title>{title}</title>}
      {children}
    </svg>
  );
}

export const ArrowUpIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Svg>
);

export const ArrowDownIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 5v14M19 12l-7 7-7-7" />
  </Svg>
);

export const MinusIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 12h14" />
  </Svg>
);

export const ExternalLinkIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Svg>
);

export const ChevronRightIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M9 6l6 6-6 6" />
  </Svg>
);

export const DownloadIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </Svg>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M15 6l-6 6 6 6" />
  </Svg>
);

/**
 * Trend icons for decrease and increase, in variants 1, 2 and 3 (see src/dashboard/README.md, *Rankings*): one, two
 * or three stacked chevrons for a mild, clear or strong trend. Where each is used is not specified;
 * the ranking lists pick the variant from the size of the change.
 */
export function TrendIcon({
  direction,
  variant,
  ...props
}: IconProps & { direction: 'increase' | 'decrease'; variant: 1 | 2 | 3 }) {
  const offsets = [0, -5, 5].slice(0, variant);
  const chevron = direction === 'increase' ? 'M7 14l5-5 5 5' : 'M7 10l5 5 5-5';
  return (
    <Svg {...props}>
      {offsets.map((offset) => (
        <path key={offset} d={chevron} transform={`translate(0 ${direction === 'increase' ? offset : -offset})`} />
      ))}
    </Svg>
  );
}
