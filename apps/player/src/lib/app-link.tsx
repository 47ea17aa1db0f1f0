import type { MouseEvent } from 'react';
import type { LinkProps } from 'react-router';
import { Link, createPath, useLocation, useResolvedPath } from 'react-router';

/** A link that does nothing when it points at the page already shown (duplicate navigation). */
export function AppLink({ to, onClick, ...props }: LinkProps) {
  const location = useLocation();
  const target = useResolvedPath(to);
  const here = createPath({
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
  });
  const same = createPath(target) === here;
  return (
    <Link
      {...props}
      to={to}
      aria-current={same ? 'page' : undefined}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (same) event.preventDefault();
      }}
    />
  );
}
