// Imported from here, a bare specifier resolves against this folder's node_modules with the
// "import" condition: some themes (even) ship a CommonJS build that cannot load their ESM deps.
export const load = (name) => import(name);
