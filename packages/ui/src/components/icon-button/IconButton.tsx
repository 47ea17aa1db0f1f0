import type { ComponentPropsWithRef, ReactNode } from 'react';
import './IconButton.css';

export type IconButtonVariant = 'ghost' | 'raised' | 'primary' | 'overlay';
export type IconButtonSize = 'sm' | 'md';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon (decorative: it is hidden from assistive technology). */
  icon: ReactNode;
  /** ghost: no fill; raised: surface fill; primary: gold; overlay: translucent, over images. */
  variant?: IconButtonVariant;
  /** sm 32 px, md 44 px square (both above the 24 px minimum target). */
  size?: IconButtonSize;
}

/** A square button that shows only an icon and is named by `label`; never submits a form by accident. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  const classes = ['ui-icon-button', `ui-icon-button--${variant}`, `ui-icon-button--${size}`];
  if (className) classes.push(className);
  return (
    <button type={type} aria-label={label} className={classes.join(' ')} {...rest}>
      <span className="ui-icon-button__icon" aria-hidden="true">
        {icon}
      </span>
    </button>
  );
}
