export { fileReturnRequest, type ReturnFiling } from './file-return';
export { lookUpReturnOrder } from './look-up-order';
export { orderReturns } from './order-returns';
export { sendReturnConfirmation } from './send-return-confirmation';
