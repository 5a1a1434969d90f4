/** Anything but "on" is off: a typo must not send every photo to a /cdn-cgi/image path the zone does not serve. */
export function imageResizingOn(env: Pick<Env, 'IMAGE_RESIZING'>): boolean {
  return env.IMAGE_RESIZING === 'on';
}
