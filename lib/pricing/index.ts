export {
  type PriceMode,
  type PriceModeFacts,
  priceModeOf,
  priceModeOfCart,
  priceModeOfUser,
} from './price-mode';
export {
  allowedQuantity,
  fullCartonQuantity,
  isInSteps,
  largestAllowedQuantity,
  limitsOf,
  maxQuantity,
  nearestAllowedQuantity,
  onSteps,
  type QuantityLimits,
  type QuantityRefusal,
  quantityRefusal,
  type QuantitySteps,
} from './quantity-steps';
