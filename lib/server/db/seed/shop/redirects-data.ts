export interface RedirectSeed {
  fromPath: string;
  toPath: string;
  statusCode: 301 | 302;
}

export const redirectSeeds: RedirectSeed[] = [
  // The old shop's misspelt English sign-in path (routes.md).
  { fromPath: '/b2b/sing-in', toPath: '/b2b/sign-in', statusCode: 301 },
  { fromPath: '/stary-katalog', toPath: '/', statusCode: 301 },
];
