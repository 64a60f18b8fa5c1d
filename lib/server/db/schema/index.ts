export * from './catalog';
export * from './customers';
export * from './shipping';
export * from './orders';
export * from './content';
export * from './activity';
export * from './card-payments';
export * from './returns';
