"""``goldeneval harvest``: real questions from the chatbot's exported log and the internal
agent's AgentOS sessions, de-identified as they are read, grouped, and measured against
the golden set (docs/design.md, "What users actually ask"). Each source yields a
``SourceRead``; the command merges them and hands them to the pure ``traffic`` room.
"""

from goldeneval.job.harvest._source import SourceRead, in_window

__all__ = ["SourceRead", "in_window"]
