import { installGateStyle } from './entry-hooks';

// Imported first by the CDN entry, so that this runs before anything else of ours: from here on
// gated content parsed into the page stays hidden until the runtime has decided it.
installGateStyle();
