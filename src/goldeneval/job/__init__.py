"""One evaluation: chatbot and judge clients, the pipeline, the CLI run."""
