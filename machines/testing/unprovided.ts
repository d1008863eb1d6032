import { type AnyStateMachine, createActor, type InspectionEvent } from 'xstate';

/** The error messages of the invoked actors that failed while `run` drove an actor of `machine`
 *  (used to check what a machine says when the app forgot to provide an actor). */
export async function actorErrors(
  machine: AnyStateMachine,
  input: unknown,
  run: (actor: ReturnType<typeof createActor>) => Promise<void> | void,
): Promise<string[]> {
  const errors: string[] = [];
  const actor = createActor(machine, {
    input,
    inspect: (e: InspectionEvent) => {
      if (e.type === '@xstate.event' && e.event.type.startsWith('xstate.error.actor'))
        errors.push((e.event as unknown as { error: Error }).error.message);
    },
  });
  actor.start();
  await run(actor);
  actor.stop();
  return errors;
}
