"""``goldeneval harvest``: real questions from the chatbot's log and the AgentOS, grouped and
measured against the golden set (docs/design.md, "What users actually ask")."""
