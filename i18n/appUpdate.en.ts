// What the admin says when a part of it fails to load after a release (English). Same keys as appUpdate.ar.ts;
// loaded with the first screen, since the parts that hold the other messages may be the ones failing.
export default {
  app_update: {
    title: 'The admin has been updated',
    text: 'A part of this page could not be loaded, most likely because a new version was just released. Reload the page to continue.',
    reload: 'Reload',
    reloading: 'Loading the new version…',
  },
};
