/**
 * A full page load to a path of the portal. The spec reloads after some moves (§4.3: the done events go
 * to payment and reload); one function so tests can watch it, jsdom having no navigation.
 */
export function hardNavigate(href: string) {
  window.location.assign(href);
}
