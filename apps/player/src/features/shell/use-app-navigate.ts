import { useLocation, useNavigate } from 'react-router';

/** `navigate` that swallows a navigation to the page already shown (§2 duplicate navigation). */
export function useAppNavigate() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return (to: string) => {
    if (to !== `${pathname}${search}${hash}`) void navigate(to);
  };
}
