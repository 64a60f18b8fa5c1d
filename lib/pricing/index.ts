export { type PriceMode, type PriceModeFacts, priceModeOf } from './price-mode';
