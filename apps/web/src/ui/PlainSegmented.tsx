import { SegmentedControl } from '@mantine/core';
import { useId } from 'react';

const classes = SegmentedControl.classes;
const rootClass = `${classes.root} mantine-SegmentedControl-root`;
const controlClass = `${classes.control} mantine-SegmentedControl-control`;
const inputClass = `${classes.input} mantine-SegmentedControl-input`;
const labelClass = `${classes.label} mantine-SegmentedControl-label`;
const innerLabelClass = `${classes.innerLabel} mantine-SegmentedControl-innerLabel`;
/** SegmentedControl's own look at its default size: a white, lightly shadowed face for the chosen one. */
const rootVars = { '--sc-shadow': 'var(--mantine-shadow-xs)' } as React.CSSProperties;

interface PlainSegmentedProps {
  'aria-label': string;
  value: string;
  onChange: (value: string) => void;
  data: { value: string; label: string }[];
}

/**
 * SegmentedControl's look on plain radio buttons, without its sliding indicator: the indicator measures
 * its target with a forced layout of the whole page whenever the page around it changes, and on the
 * calendar that fell between the window's data and its first bars (39 ms at a CPU slowdown of 1 in one
 * trace, issue 31). The chosen option's face is Mantine's own style for a control not yet measured.
 * Native radios sharing a name: arrow keys move between them, and each is named by its label.
 */
export function PlainSegmented(props: PlainSegmentedProps) {
  const name = useId();
  return (
    <div
      className={rootClass}
      style={rootVars}
      role="radiogroup"
      aria-label={props['aria-label']}
      data-with-items-borders
    >
      {props.data.map((item) => {
        const id = `${name}-${item.value}`;
        const active = item.value === props.value;
        return (
          <div key={item.value} className={controlClass} data-active={active || undefined}>
            <input
              className={inputClass}
              type="radio"
              name={name}
              id={id}
              value={item.value}
              checked={active}
              onChange={() => props.onChange(item.value)}
              data-focus-ring="auto"
            />
            <label className={labelClass} htmlFor={id} data-active={active || undefined}>
              <span className={innerLabelClass}>{item.label}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
