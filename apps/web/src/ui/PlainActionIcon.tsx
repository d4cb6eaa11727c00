import { ActionIcon, UnstyledButton } from '@mantine/core';
import type { ButtonHTMLAttributes, CSSProperties } from 'react';

const rootClass = `mantine-focus-auto mantine-active ${UnstyledButton.classes.root} mantine-UnstyledButton-root ${ActionIcon.classes.root} mantine-ActionIcon-root`;
const iconClass = `${ActionIcon.classes.icon} mantine-ActionIcon-icon`;

/** The variables Mantine's resolver gives a `subtle` ActionIcon of a theme colour, worked out once. */
const subtleVars = (color: string, size: string): CSSProperties =>
  ({
    '--ai-size': size,
    '--ai-bg': 'transparent',
    '--ai-hover': `var(--mantine-color-${color}-light-hover)`,
    '--ai-color': `var(--mantine-color-${color}-light-color)`,
    '--ai-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  }) as CSSProperties;

const varsCache = new Map<string, CSSProperties>();

interface PlainActionIconProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  /** A theme colour; the theme's primary ('teal') by default. */
  color?: string;
  /** A Mantine size ('sm') or pixels. */
  size: 'sm' | number;
}

/**
 * `<ActionIcon variant="subtle">`'s classes and variables on a plain button: the same look, hover and
 * focus ring, without the styled component's theme and colour resolution (a contrast search among them)
 * for each of the rows a scroll mounts (issue 31: the calendar's row names).
 */
export function PlainActionIcon({ color = 'teal', size, children, style, ...rest }: PlainActionIconProps) {
  const key = `${color}/${size}`;
  let vars = varsCache.get(key);
  if (!vars) {
    vars = subtleVars(
      color,
      size === 'sm' ? 'var(--ai-size-sm)' : `calc(${size / 16}rem * var(--mantine-scale))`,
    );
    varsCache.set(key, vars);
  }
  return (
    <button type="button" className={rootClass} style={style ? { ...vars, ...style } : vars} {...rest}>
      <span className={iconClass}>{children}</span>
    </button>
  );
}
