/**
 * `import '@ia/widgets/elements'`: every widget as a custom element, defined on import in a
 * browser (nothing happens on a server, where there are no custom elements). The define
 * functions are exported too, for a page that wants only some of them.
 */
import { defineAll } from './elements';

export * from './elements';

if (typeof customElements !== 'undefined') defineAll();
