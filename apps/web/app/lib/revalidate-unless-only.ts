import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * A route's `shouldRevalidate` for a page whose `param` only switches what is shown (a tab, a
 * variant): moving within the page that changes nothing but `param` does not reload its data.
 */
export function revalidateUnlessOnly(param: string) {
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(param);
    return params.toString();
  };
  return ({
    currentUrl,
    nextUrl,
    formMethod,
    defaultShouldRevalidate,
  }: ShouldRevalidateFunctionArgs): boolean => {
    if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
    return strip(currentUrl) === strip(nextUrl) ? false : defaultShouldRevalidate;
  };
}
