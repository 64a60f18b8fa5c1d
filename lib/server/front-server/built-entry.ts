/** Where `npm run build` puts the production server (scripts/build-server.mjs); run it with `node`. */
export const BUILT_SERVER_ENTRY = '.next/shop-server.mjs';
