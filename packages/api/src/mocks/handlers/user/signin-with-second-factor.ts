import { signinWithSecondFactor } from '../../../contract/user';
import { factorTicketExpired } from '../../../rules/second-factor';
import { mockDeviceIdOf } from '../../db/known-devices';
import { countFactorTry, refuseFactor, takeFactorCode } from '../../db/second-factors';
import { findUserByEmail, signinFor } from '../../db/sessions';
import { createOperationMock } from '../operation-mock';

export const signinWithSecondFactorMock = createOperationMock(
  signinWithSecondFactor,
  ({ db, body, request }) => {
    const triesLeft = countFactorTry(db, 'email', body.email);
    const ticket = db.factorTickets[body.factor_ticket];
    const user = findUserByEmail(db, body.email);
    if (!ticket || ticket.used || user?.account.basic.user_id !== ticket.userId)
      return refuseFactor(factorTicketExpired);
    const { recoveryCodesLeft } = takeFactorCode(db, ticket.userId, body.code, triesLeft);
    ticket.used = true;
    // The session starts from the first step's user agent, on the device that finishes the sign-in.
    const result = signinFor(db, user, undefined, {
      userAgent: ticket.userAgent,
      deviceId: mockDeviceIdOf(request),
    });
    return recoveryCodesLeft === undefined ? result : { ...result, recovery_codes_left: recoveryCodesLeft };
  },
);
