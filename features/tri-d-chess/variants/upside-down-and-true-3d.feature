@V.A
Feature: V.A2.2 and V.M.1: defined here, not (yet) playable
  V.A2.2 needs the engine to carry 48 more squares (VARIANTS.md, "Requests to the engine"); its
  definition is fixed here. V.M.1 gives no rules at all, so nothing is invented for it.

  Rule: V.A2.2 a turned-over board hangs under its main board

    @V.A2.2
    Scenario: the lower slot of QL3 covers the same columns, one storey lower
      Then the lower slot of "QL3" has the squares "z2QL3u a2QL3u z3QL3u a3QL3u"

    @V.A2.2
    Scenario: there is no option for it yet
      When a Tri-D game is started with the rule option "v-a2-2" set to "on"
      Then it is refused with ERR_UNKNOWN_OPTION citing "ARB"

  Rule: V.M.1 true 3D movement: the page gives no rules

    @V.M.1
    Scenario: nothing is invented
      When a Tri-D game is started with the rule option "v-m-1" set to "on"
      Then it is refused with ERR_UNKNOWN_OPTION citing "ARB"
