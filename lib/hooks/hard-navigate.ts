/**
 * A full page load instead of a client-side transition: spec §2/§4 want logout and a 401 to leave
 * nothing of the signed-in state behind ("go to / and refresh").
 */
export function hardNavigate(path: string): void {
  window.location.assign(path);
}
