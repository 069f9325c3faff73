import { createContext, useContext, type ComponentProps, type ComponentType } from 'react';

export type AppLinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string };

const PlainLink = ({ to, ...props }: AppLinkProps) => <a href={to} {...props} />;
const LinkContext = createContext<ComponentType<AppLinkProps>>(PlainLink);

/**
 * Screens link without knowing the router: apps/web provides a router-backed link, stories a
 * plain anchor. Keeps features free of react-router (docs/conventions.md: imports go one way).
 */
export const AppLinkProvider = LinkContext.Provider;

export function AppLink(props: AppLinkProps) {
  const Link = useContext(LinkContext);
  return <Link {...props} />;
}
