"""``goldeneval harvest``: real questions from the chatbot's log and the AgentOS, grouped and
measured against the golden set (docs/design.md §14, "What users actually ask").

Each source reads its records into de-identified questions (``SourceRead``);
the command merges them, hands them to the pure ``traffic`` room, writes the
outputs and stores the harvest.
"""

from goldeneval.job.harvest._command import cmd_harvest

__all__ = ["cmd_harvest"]
