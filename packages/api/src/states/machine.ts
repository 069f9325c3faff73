/**
 * A state machine as data: each state lists the states it may move to. Server, mocks and UI read
 * the same table, so a button is shown exactly when the server would accept the action.
 */
export type Transitions<State extends string> = Readonly<Record<State, readonly State[]>>;

export const canTransition = <State extends string>(
  transitions: Transitions<State>,
  from: State,
  to: State,
) => transitions[from].includes(to);

export const isFinal = <State extends string>(transitions: Transitions<State>, state: State) =>
  transitions[state].length === 0;
