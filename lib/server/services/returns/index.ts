export { fileReturnRequest, type ReturnFiling } from './file-return';
export { lookUpReturnOrder } from './look-up-order';
export { orderReturns } from './order-returns';
export { returnConfirmationMail } from './send-return-confirmation';
